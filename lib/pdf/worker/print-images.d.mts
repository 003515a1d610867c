export declare const PRINT_DPI: number;
export declare function printJpeg(bytes: Uint8Array, frameInches: { width: number; height: number }, encoding: { quality: number; resolution: number }): Promise<Buffer>;
export declare function logoPng(bytes: Uint8Array, heightInches: number): Promise<Buffer>;
export declare function qrPng(text: string): Promise<Buffer>;

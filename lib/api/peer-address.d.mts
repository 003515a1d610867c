export declare const PEER_ADDRESS_HEADER_ENV: "PEER_ADDRESS_HEADER";
export declare function randomPeerHeaderName(): string;
export declare function stampPeerAddress(
  req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
  headerName: string,
): void;

/* eslint-disable @typescript-eslint/no-explicit-any -- mirrors Next's loosely typed CacheHandler contract */
export function serialize(value: unknown): string;
export function deserialize(text: string): any;
export default class RedisCacheHandler {
  constructor(options?: unknown);
  get(key: string, ctx: unknown): Promise<any>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export declare function nginxConfig(options: {
  dir: string;
  sites: { port: number; upstreams: number[]; cache?: boolean }[];
  retry?: boolean;
  keepalive?: number;
}): string;
export declare const FRONT_CACHE_MAPS: string;
export declare const FRONT_CACHE_DIRECTIVES: string;

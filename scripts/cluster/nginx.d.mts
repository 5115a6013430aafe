export declare function nginxConfig(options: {
  dir: string;
  sites: { port: number; upstreams: number[]; cache?: boolean }[];
  retry?: boolean;
  workers?: number;
}): string;

export declare function nginxConfig(options: {
  dir: string;
  sites: { port: number; upstreams: number[] }[];
  retry?: boolean;
}): string;

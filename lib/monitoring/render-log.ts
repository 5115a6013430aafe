/**
 * With LOG_RENDERS=1 (set by `npm run test:cluster`), one `[render] <path>` line each time a page's
 * data is built at run time: the cluster test counts them to prove that a page rendered by one
 * instance is served by another from the shared cache, without rendering again. Off otherwise.
 */
export function logRender(path: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.LOG_RENDERS !== '1') return false;
  console.log(`[render] ${path}`);
  return true;
}

#!/usr/bin/env node
/**
 * Run by `npm test` beside its first step: the system packages that its later steps need, the
 * browser tests' Chromium (scripts/setup-browser.mjs) and the cluster test's redis-server and nginx
 * (scripts/cluster/processes.mjs), installed while the static checks compute instead of inside the
 * later steps' time (on a fresh machine apt takes about 25 s for the three). One after the other:
 * two apt-get runs at once would wait on each other's lock. It always exits 0: the steps that need a
 * package check it again and say what is missing when they run.
 */
import { spawnSync } from 'node:child_process';
import { ensurePackages } from './cluster/processes.mjs';

spawnSync(process.execPath, ['scripts/setup-browser.mjs'], { stdio: 'inherit' });
ensurePackages();

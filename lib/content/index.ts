export * from '@/lib/content/client';
export * from '@/lib/content/settings';
export * from '@/lib/content/copy';
export * from '@/lib/content/stories';

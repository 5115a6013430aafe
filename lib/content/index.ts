export * from '@/lib/content/client';
export * from '@/lib/content/settings';

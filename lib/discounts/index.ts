export * from '@/lib/discounts/popup';
export * from '@/lib/discounts/promo';
export * from '@/lib/discounts/query';
export * from '@/lib/discounts/toast';
export * from '@/lib/discounts/types';

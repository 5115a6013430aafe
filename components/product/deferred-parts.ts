// The product page's parts whose code comes after the first paint, in one chunk (ProductDetails).
export { ProductGallery } from '@/components/product/ProductGallery';
export { ProductPurchase } from '@/components/product/ProductPurchase';
export { RelatedProducts } from '@/components/product/RelatedProducts';

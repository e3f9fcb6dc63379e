export { BannerCarousel, type BannerCarouselProps, type BannerItem } from './BannerCarousel';

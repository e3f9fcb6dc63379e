export {
  BANNER_DELAYS,
  type BannerCarouselContext,
  type BannerCarouselEvent,
  type BannerCarouselInput,
  type BannerCarouselSnapshot,
  bannerCarouselMachine,
  bannerView,
  wrapIndex,
} from './bannerCarouselMachine';

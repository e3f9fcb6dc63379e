export {
  type CarouselContext,
  type CarouselEvent,
  type CarouselInput,
  type CarouselSnapshot,
  carouselMachine,
  carouselView,
} from './carouselMachine';

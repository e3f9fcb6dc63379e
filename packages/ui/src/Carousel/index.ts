export { DirectionalArrow } from './arrows';
export { Carousel, type CarouselProps } from './Carousel';
export { useCardsPerView } from './useCardsPerView';

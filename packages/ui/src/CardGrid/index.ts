export {
  CardGrid,
  type CardGridProps,
  type CardGridVariant,
  SkeletonGrid,
  type SkeletonGridProps,
  type SkeletonVariant,
} from './CardGrid';

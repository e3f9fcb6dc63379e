export { Inline, type InlineProps, Stack, type StackProps } from './Stack';

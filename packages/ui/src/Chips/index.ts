export { type ChipItem, Chips, type ChipsProps } from './Chips';

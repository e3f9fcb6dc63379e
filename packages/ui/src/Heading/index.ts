export { Heading, type HeadingLevel, type HeadingProps, PageHeader, type PageHeaderProps } from './Heading';

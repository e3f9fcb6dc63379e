export { Accordion, type AccordionItem, type AccordionProps, EarlyAccordion } from './Accordion';

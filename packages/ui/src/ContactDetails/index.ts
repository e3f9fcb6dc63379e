export {
  ContactDetails,
  ContactDetailsPlaceholder,
  type ContactDetailsPlaceholderProps,
  type ContactDetailsProps,
  type ContactInfo,
} from './ContactDetails';

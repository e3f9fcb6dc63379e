export { ContactDetails, type ContactDetailsProps, type ContactInfo } from './ContactDetails';

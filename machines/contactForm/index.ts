export {
  type ComplaintField,
  type ContactField,
  complaintFormMachine,
  contactFormMachine,
  createMessageFormMachine,
  MESSAGE_FORM_DELAYS,
  type MessageFailureKind,
  type MessageFormContext,
  type MessageFormEvent,
  type MessageFormValidation,
  messageFailureKind,
} from './messageFormMachine';

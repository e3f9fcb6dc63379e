export { AlertDialog, type AlertDialogProps, type AlertDialogTone } from './AlertDialog';

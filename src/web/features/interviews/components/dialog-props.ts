/** Every interview dialog is open while mounted: the opener unmounts it to close it. */
export interface InterviewDialogProps {
  onClose: () => void;
  /** Where the focus goes on closing (see hooks/use-return-focus). */
  onCloseAutoFocus?: (event: Event) => void;
}

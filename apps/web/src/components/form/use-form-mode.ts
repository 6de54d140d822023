import { useSearchParams } from 'react-router';

export type FormType = 'Add' | 'Edit' | 'View';

export interface FormMode {
  formType: FormType;
  /** The record's id; null when adding. */
  id: number | null;
  isAdd: boolean;
  isEdit: boolean;
  isView: boolean;
  /** Whether inputs accept typing. */
  editable: boolean;
}

/**
 * Reads `formType` (Add, Edit, View; spec section 2) and the record id (`idParam`) from the
 * address. An Edit or View address without a valid id reads as Add; an unknown formType as View.
 */
export function useFormMode(idParam: string): FormMode {
  const [params] = useSearchParams();
  const raw = params.get('formType') ?? '';
  const parsedId = Number.parseInt(params.get(idParam) ?? '', 10);
  const id = Number.isInteger(parsedId) && parsedId > 0 ? parsedId : null;
  const asked: FormType = raw.toLowerCase() === 'add' ? 'Add' : raw.toLowerCase() === 'edit' ? 'Edit' : 'View';
  const formType: FormType = id === null ? 'Add' : asked === 'Add' ? 'Edit' : asked;
  return {
    formType,
    id,
    isAdd: formType === 'Add',
    isEdit: formType === 'Edit',
    isView: formType === 'View',
    editable: formType !== 'View',
  };
}

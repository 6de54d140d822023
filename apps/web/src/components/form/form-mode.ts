import { useSearchParams } from 'react-router';

export type FormType = 'Add' | 'Edit' | 'View';

export interface FormMode {
  formType: FormType;
  /** The record's id; null when adding. */
  id: number | null;
  isAdd: boolean;
  isEdit: boolean;
  isView: boolean;
}

/**
 * Reads `formType` (Add, Edit, View; spec section 2) and the record id (`idParam`) from an
 * address's query. An Edit or View address without a valid id reads as Add; an unknown formType
 * as View.
 */
export function formModeOf(query: URLSearchParams, idParam: string): FormMode {
  const raw = (query.get('formType') ?? '').toLowerCase();
  const parsedId = Number.parseInt(query.get(idParam) ?? '', 10);
  const id = Number.isInteger(parsedId) && parsedId > 0 ? parsedId : null;
  const asked: FormType = raw === 'add' ? 'Add' : raw === 'edit' ? 'Edit' : 'View';
  const formType: FormType = id === null ? 'Add' : asked === 'Add' ? 'Edit' : asked;
  return { formType, id, isAdd: formType === 'Add', isEdit: formType === 'Edit', isView: formType === 'View' };
}

/** The current address's form mode. */
export function useFormMode(idParam: string): FormMode {
  const [query] = useSearchParams();
  return formModeOf(query, idParam);
}

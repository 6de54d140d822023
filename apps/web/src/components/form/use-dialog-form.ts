import type { Refusal } from '@kamar/contract';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { type ActionOptions, useAction } from '../feedback/use-action';
import { showFirstError } from './first-error';
import { fieldRefusals, formErrors } from './form-errors';
import type { FieldBinding } from './use-record-form';

export interface DialogFormOptions<Values extends object, S extends z.ZodType> {
  initialValues: Values;
  /** The values as the request's fields (named alike), which the contract's schema then checks. */
  toRequest(values: Values): unknown;
  /** The schema the server applies to the request. */
  schema: S;
  /** Rules the schema cannot know: field -> refusal or words. */
  rules?(values: Values): Record<string, Refusal | string | undefined>;
  save(request: z.output<S>): Promise<unknown>;
  /** What "Are you sure?" says before saving; an ordinary save's words unless said. */
  confirm?: ActionOptions<unknown>['confirm'];
  /** After the Success dialog: the dialog closes. */
  onSaved(): void;
}

/**
 * A small form in a dialog (a stay's charge, a new rent), with the form kit's rules: the
 * contract's schema checks the values, Save asks "Are you sure?", then Success, or the Error dialog
 * with the server's field refusals at their fields. The dialog hides while the confirmation and
 * the save are asked (one dialog at a time), and comes back with what was typed when the person
 * says No or the server refuses.
 */
export function useDialogForm<Values extends object, S extends z.ZodType>(options: DialogFormOptions<Values, S>) {
  const run = useAction();
  const [asking, setAsking] = useState(false);
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => formErrors(options.schema, options.toRequest(values), options.rules?.(values)),
  });

  const save = form.onSubmit(
    async (values) => {
      setAsking(true);
      let saved = false;
      await run({
        confirm: options.confirm ?? true,
        action: async () => {
          try {
            const result = await options.save(options.schema.parse(options.toRequest(values)));
            saved = true;
            return result;
          } catch (error) {
            if (error instanceof ApiError && error.errors.length > 0) form.setErrors(fieldRefusals(error.errors));
            throw error;
          }
        },
        onSuccess: options.onSaved,
      });
      if (!saved) setAsking(false);
    },
    // The first field in error, where the person sees it (a phone's keyboard may hide it).
    () => requestAnimationFrame(() => showFirstError(document.querySelector('[role="dialog"]'))),
  );

  return {
    form,
    /** The confirmation or the save is under way: the dialog steps aside meanwhile. */
    asking,
    /**
     * The dialog's own submit: its form sits in the page's form on the React tree (a portal), so
     * the event stops here and never reaches the page's Save.
     */
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.stopPropagation();
      save(event);
    },
    field<K extends keyof Values & string>(name: K, fieldOptions?: { disabled?: boolean }): FieldBinding<Values[K]> {
      return {
        value: form.values[name],
        onChange: (value) => form.setFieldValue(name as never, value as never),
        error: form.errors[name],
        readOnly: false,
        ...(fieldOptions?.disabled ? { disabled: true } : {}),
      };
    },
  };
}

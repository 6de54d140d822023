import type { Refusal } from '@kamar/contract';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { useAction } from '../feedback/use-action';
import { showFirstError } from './first-error';
import { fieldRefusals, formErrors } from './form-errors';

export interface PanelFormOptions<Values extends object, S extends z.ZodType> {
  /** The values the server answered, as the form holds them; undefined while they are on their way. */
  from: Values | undefined;
  /** The values as the request's fields (named alike), which the contract's schema then checks. */
  toRequest(values: Values): unknown;
  /** The schema the server applies to the request. */
  schema: S;
  /** Rules the schema cannot know: field -> refusal or words. */
  rules?(values: Values): Record<string, Refusal | string | undefined>;
  save(request: z.output<S>): Promise<unknown>;
  /** What the form holds once saved (a secret typed is stored, and its box empty again); as saved unless said. */
  afterSave?(values: Values): Values;
  /** Told whether something typed is not saved yet: the screen's one leave guard asks before it is lost. */
  onDirty?(changed: boolean): void;
}

/**
 * A panel of settings saved as one, on a screen of several (a channel's settings, the reminder
 * rules), with the form kit's rules: its values from the server's answer, checked with the
 * contract's schema, Save asks "Are you sure?", then Success, or the Error dialog with the
 * server's field refusals at their fields. The server's answer read again replaces the values
 * unless the person is typing in this panel (a save in another panel leaves them be).
 */
export function usePanelForm<Values extends object, S extends z.ZodType>(options: PanelFormOptions<Values, S>) {
  const run = useAction();
  const form = useForm<Values>({
    initialValues: (options.from ?? {}) as Values,
    validate: (values) => formErrors(options.schema, options.toRequest(values), options.rules?.(values)),
  });
  const { from } = options;
  const seen = useRef(from === undefined ? '' : JSON.stringify(from));
  const saved = useRef(false);
  useEffect(() => {
    const answer = from === undefined ? '' : JSON.stringify(from);
    if (from === undefined || answer === seen.current) return;
    if (!saved.current && form.isDirty()) return;
    seen.current = answer;
    saved.current = false;
    form.setInitialValues(from);
    form.setValues(from);
  }, [from, form]);

  const changed = form.isDirty();
  const { onDirty } = options;
  useEffect(() => onDirty?.(changed), [changed, onDirty]);
  // A panel that goes (another property's rules) holds nothing unsaved any more.
  useEffect(() => () => onDirty?.(false), [onDirty]);

  const element = useRef<HTMLFormElement | null>(null);
  const save = form.onSubmit(
    async (values) => {
      let refused = false;
      await run({
        action: async () => {
          try {
            return await options.save(options.schema.parse(options.toRequest(values)));
          } catch (error) {
            if (error instanceof ApiError && error.errors.length > 0) {
              form.setErrors(fieldRefusals(error.errors));
              refused = true;
            }
            throw error;
          }
        },
        onSuccess: () => {
          const kept = options.afterSave?.(values) ?? values;
          saved.current = true;
          form.setInitialValues(kept);
          form.setValues(kept);
        },
      });
      if (refused) showFirstError(element.current);
    },
    () => showFirstError(element.current),
  );

  return {
    form,
    submit(event: FormEvent<HTMLFormElement>) {
      element.current = event.currentTarget;
      save(event);
    },
  };
}

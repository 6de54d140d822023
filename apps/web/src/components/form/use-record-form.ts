import { type AuditEntity, type Refusal, type Role, roleMay } from '@kamar/contract';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { mayCall } from '../../lib/use-role';
import { type ActionOptions, useAction, useShowError } from '../feedback/use-action';
import { showFirstError } from './first-error';
import { fieldRefusals, formErrors } from './form-errors';
import { type FormMode, useFormMode } from './form-mode';
import { versionOf, withReadVersion } from './read-version';
import { useLeaveGuard } from './use-leave-guard';

/** What the kit needs of a form screen in the paths table. */
export interface RecordFormScreen {
  idParam: string;
  /** Whether a role may open this screen in Edit mode. */
  editableBy(role: Role): boolean;
  /** The kind of record, as the audit trail names it: administrators see its History. */
  auditEntity?: AuditEntity;
}

/** A field's value, change, error and whether it shows as text (View, or a record that cannot change). */
export interface FieldBinding<V> {
  value: V;
  onChange(value: V): void;
  error?: ReactNode;
  readOnly: boolean;
  disabled?: boolean;
}

/** What every field of the kit shows beside its input. */
export interface FieldLabel {
  label: string;
  /** Marked with an asterisk; the contract's schema says what is really required. */
  required?: boolean;
  description?: ReactNode;
}

export interface RecordFormOptions<Values extends object, Rec, S extends z.ZodType, K extends QueryKey> {
  screen: RecordFormScreen;
  /** Where a save or a status change leads afterwards (usually the list). */
  backTo: () => string;
  /** The record being edited or viewed, by id (the feature's query options). */
  record(id: number | null): UseQueryOptions<Rec, Error, Rec, K>;
  initialValues: Values;
  /** A loaded record's form values. */
  valuesOf?(record: Rec): Values;
  /** The values as the request's fields (named alike), which the contract's schema then checks. */
  toRequest(values: Values, mode: FormMode): unknown;
  /** The schema the server applies to the request, per mode when Add and Edit differ. */
  schema: S | ((mode: FormMode) => S);
  /** Rules the schema cannot know (a confirmation matching, a file's size): field -> refusal or words. */
  rules?(values: Values, mode: FormMode, record: Rec | undefined): Record<string, Refusal | string | undefined>;
  /** Fields checked as they change, not only on Save. */
  validateOnChange?: (keyof Values & string)[];
  /** Create (id null) or update with the request the schema made. */
  save(request: z.output<S>, id: number | null, values: Values): Promise<unknown>;
  /** Delete / Undelete (or Disable / Enable), sent with the status the person saw. */
  toggle?(record: Rec): Promise<unknown>;
  /** The toggle's call (its Delete path): the button is offered only to a role that may make it. */
  togglePath?: string;
  /** What "Are you sure?" says before Save; an ordinary save's words unless said. */
  confirmSave?(values: Values, record: Rec | undefined): ActionOptions<unknown>['confirm'];
  /** What it says before the status toggle (a tenant's running stay); "you can change this back" unless said. */
  confirmToggle?(record: Rec): ActionOptions<unknown>['confirm'];
  /** Whether a loaded record's fields may still change (a finished booking's may not). */
  changeable?(record: Rec): boolean;
}

export interface RecordForm<Values extends object, Rec> {
  form: UseFormReturnType<Values>;
  mode: FormMode;
  record: Rec | undefined;
  /** The record (and its values) are still on their way. */
  loading: boolean;
  /** The fields show as text: View mode, or a record that can no longer change. */
  readOnly: boolean;
  /** The person may edit this record (Edit is offered in View). */
  mayEdit: boolean;
  submit(event?: FormEvent<HTMLFormElement>): void;
  toggle: (() => void) | undefined;
  /** The record whose History an administrator sees under the form (none while adding). */
  history: { entity: AuditEntity; recordId: number } | undefined;
  field<K extends keyof Values & string>(name: K, options?: { disabled?: boolean }): FieldBinding<Values[K]>;
}

/**
 * The form kit: one record's form from its screen's address (`formType`, id), built on
 * @mantine/form. The record loads and initializes the values once; Save checks the values with
 * the contract's schema (the server's own), asks "Are you sure?", saves, shows Success and goes
 * back; View shows the values as text. A form page then only declares its fields.
 */
export function useRecordForm<Values extends object, Rec, S extends z.ZodType, K extends QueryKey>(
  options: RecordFormOptions<Values, Rec, S, K>,
): RecordForm<Values, Rec> {
  const navigate = useNavigate();
  const run = useAction();
  const showError = useShowError();
  const mode = useFormMode(options.screen.idParam);
  const query = useQuery(options.record(mode.id));
  const record = query.data;
  const schema = typeof options.schema === 'function' ? options.schema(mode) : options.schema;

  const form = useForm<Values>({
    initialValues: options.initialValues,
    validateInputOnChange: options.validateOnChange ?? false,
    validate: (values) => formErrors(schema, options.toRequest(values, mode), options.rules?.(values, mode, record)),
  });

  // The version the form's values were read at: a later refetch (someone else's change) must not
  // become the version this save claims to have seen.
  const readVersion = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (record === undefined) return;
    if (readVersion.current === undefined) readVersion.current = versionOf(record);
    if (options.valuesOf) form.initialize(options.valuesOf(record));
  }, [record]);

  // A record that cannot be read (gone, or refused) is said so, then the person goes back.
  useEffect(() => {
    if (query.error) void showError(query.error).then(() => navigate(options.backTo(), { replace: true }));
  }, [query.error]);

  const role = session.role();
  const mayEdit = options.screen.editableBy(role);
  const { auditEntity } = options.screen;
  const changeable = record === undefined || (options.changeable?.(record) ?? true);
  // What is typed is kept: leaving a changed form asks first, until a save or a status change
  // that succeeded leads on.
  const guard = useLeaveGuard(!mode.isView && changeable && form.isDirty());
  const leadOn = () => {
    guard.letGo();
    navigate(options.backTo());
  };

  // A refused Save shows its first error where the person can see it: the form's own checks at
  // once, the server's field refusals once its dialog is closed.
  const formElement = useRef<HTMLFormElement | null>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) showFirstError(formElement.current);
  }, [refused]);
  const refuse = () => setRefused((n) => n + 1);

  const save = form.onSubmit(
    // Every check the form can make has run before the confirmation is asked.
    async (values) => {
      let fieldsRefused = false;
      await run({
        confirm: options.confirmSave?.(values, record) ?? true,
        action: async () => {
          try {
            return await options.save(
              // The version goes on after the parse: a form's schema is often its Create payload's,
              // which knows no rowVersion and would strip it.
              withReadVersion(schema.parse(options.toRequest(values, mode)), mode, readVersion.current) as z.output<S>,
              mode.isAdd ? null : mode.id,
              values,
            );
          } catch (error) {
            if (error instanceof ApiError && error.errors.length > 0) {
              form.setErrors(fieldRefusals(error.errors));
              fieldsRefused = true;
            }
            throw error;
          }
        },
        onSuccess: leadOn,
      });
      if (fieldsRefused) refuse();
    },
    refuse,
  );
  const toggle = options.togglePath === undefined || mayCall(role, options.togglePath) ? options.toggle : undefined;

  return {
    form,
    mode,
    record,
    loading: mode.id !== null && (query.isPending || (options.valuesOf !== undefined && !form.initialized)),
    readOnly: mode.isView || !changeable,
    mayEdit,
    submit: (event) => {
      formElement.current = event?.currentTarget ?? null;
      save(event);
    },
    toggle:
      toggle && record !== undefined
        ? () =>
            void run({
              confirm: options.confirmToggle?.(record) ?? { text: i18n.t('dialog.confirmToggle') },
              action: () => toggle(record),
              onSuccess: leadOn,
            })
        : undefined,
    history:
      roleMay(role, 'audit.read') && auditEntity && !mode.isAdd && mode.id !== null
        ? { entity: auditEntity, recordId: mode.id }
        : undefined,
    field: (name, fieldOptions) => ({
      value: form.values[name],
      onChange: (value) => form.setFieldValue(name as never, value as never),
      error: form.errors[name],
      readOnly: mode.isView || !changeable,
      ...(fieldOptions?.disabled ? { disabled: true } : {}),
    }),
  };
}

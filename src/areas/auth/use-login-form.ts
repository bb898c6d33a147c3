import { useState, type ChangeEvent } from 'react';
import { loginFormSchema, type LoginForm } from './login-form-schema';

type Field = keyof LoginForm;

/**
 * The two-field sign-in form's state: values, which fields were left (blurred) and the schema's
 * first message per field. A form library would weigh 12 KB gzip on the lightest page (issue #16).
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const parsed = loginFormSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }

  return {
    values,
    isValid: parsed.success,
    /** The message key to show under a field once the user has left it. */
    errorOf: (field: Field) => (touched[field] ? errors[field] : undefined),
    /** Props for the field's input. */
    field: (name: Field) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
  };
}

import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { storeAuth } from '../../lib/auth-token.ts';
import { FormField, SwitchField } from '../../lib/form-field.tsx';
import { safeRedirectPath } from '../../lib/staff-paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { generateToken } from './api/generate-token.ts';
import { loginErrors, loginFailureToast, SIGN_IN_TOAST_KIND, type LoginValues } from './login-form.ts';
import './login-page.css';

type Touched = Partial<Record<'username' | 'password', boolean>>;

/** The login screen: e-mail, password, Remember Me, Log In; then on to redirectUrl. */
export default function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { showToast, dismissToasts } = useToast();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', rememberMe: false });
  const [touched, setTouched] = useState<Touched>({});
  const [submitting, setSubmitting] = useState(false);

  const errors = loginErrors(values);
  const invalid = Object.keys(errors).length > 0;
  const shownError = (field: 'username' | 'password') => (touched[field] ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || submitting) return;
    setSubmitting(true);
    try {
      const answer = await generateToken({ ...values, username: values.username.trim() });
      storeAuth(answer.token, answer.username, values.rememberMe);
      // The failed attempt's message is news no more.
      dismissToasts(SIGN_IN_TOAST_KIND);
      // Only a path on this site: a crafted link must not send a fresh sign-in elsewhere.
      void navigate(safeRedirectPath(searchParams.get('redirectUrl')), { replace: true });
    } catch (error) {
      showToast(loginFailureToast(error));
      setSubmitting(false);
    }
  };

  const field = (name: 'username' | 'password', label: string, type: string, autoComplete: string) => {
    const error = shownError(name);
    return (
      <FormField label={label} error={error} className="mb-3">
        {(control) => (
          <input
            {...control}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          />
        )}
      </FormField>
    );
  };

  return (
    <div className="container py-5">
      <section className="card shadow-sm mx-auto login-card" aria-labelledby={`${id}-title`}>
        <div className="card-body p-4">
          <h1 id={`${id}-title`} className="h3 text-center mb-4">
            LOGIN
          </h1>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {field('username', 'E-mail', 'email', 'username')}
            {field('password', 'Password', 'password', 'current-password')}
            <SwitchField
              label="Remember Me"
              className="mb-4"
              checked={values.rememberMe}
              onChange={(rememberMe) => setValues((current) => ({ ...current, rememberMe }))}
            />
            <div className="d-grid">
              <button type="submit" className="btn btn-primary" disabled={invalid || submitting}>
                {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                Log In
              </button>
            </div>
          </form>
        </div>
      </section>
    </div>
  );
}

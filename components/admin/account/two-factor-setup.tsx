'use client';

import { useActionState } from 'react';
import styles from '@/app/admin/admin.module.css';
import { confirmTwoFactor, disableTwoFactor, newBackupCodes, startTwoFactor, type TwoFactorState } from '@/server/actions/admin-account';

const initial: TwoFactorState = { step: 'idle', version: 0 };

function Message({ state }: { state: TwoFactorState }) {
  if (state.error)
    return (
      <p className={`${styles.notice} ${styles.danger}`} role="alert">
        {state.error}
      </p>
    );
  if (state.message)
    return (
      <p className={styles.notice} role="status">
        {state.message}
      </p>
    );
  return null;
}

/** A step that asks for the account's password first (set up, new backup codes, turn off): one field and its button. */
function PasswordForm({ action, pending, name, label, button, tone }: { action: (form: FormData) => void; pending: boolean; name: string; label: string; button: string; tone: 'button-dark' | 'button-outline' }) {
  return (
    <form action={action} className={styles.stack} aria-label={name}>
      <label>
        {label}
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className={`button ${tone}`} disabled={pending}>
        {button}
      </button>
    </form>
  );
}

/** Backup codes, each on a line of its own, to copy or print. */
function CodeList({ codes, label }: { codes: string[]; label: string }) {
  return (
    <ul aria-label={label}>
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ul>
  );
}

/** How many backup codes are left, a word when few are, and a password form that makes a fresh set. */
function BackupCodes({ left }: { left: number | null }) {
  const [renewed, renew, renewing] = useActionState(newBackupCodes, initial);
  const count = renewed.backupCodes?.length ?? left;
  return (
    <section aria-labelledby="backup-codes">
      <h3 id="backup-codes">Backup codes</h3>
      <Message state={renewed} />
      {renewed.backupCodes && <CodeList codes={renewed.backupCodes} label="Your new backup codes" />}
      <p data-testid="backup-codes-left">
        {count === null ? 'Your backup codes cannot be read: make new ones.' : count === 0 ? 'You have no backup codes left: make new ones, or losing your phone locks you out.' : `${count} backup code${count === 1 ? '' : 's'} left. Each signs you in once when your phone is not to hand.`}
        {count !== null && count > 0 && count <= 3 && ' That is few: make new ones.'}
      </p>
      <PasswordForm action={renew} pending={renewing} name="Make new backup codes" label="Password, to make new codes" button="Make new backup codes" tone="button-outline" />
    </section>
  );
}

/**
 * Turning two-factor on: password, then scan (or type the key), then the first code confirms it. While it is on: how
 * many backup codes are left (`backupCodesLeft`, read by the page), new ones, and turning it off.
 */
export function TwoFactorSetup({ enabled, backupCodesLeft = null }: { enabled: boolean; backupCodesLeft?: number | null }) {
  const [started, start, starting] = useActionState(startTwoFactor, initial);
  const [confirmed, confirm, confirming] = useActionState(confirmTwoFactor, initial);
  const [disabled, disable, disabling] = useActionState(disableTwoFactor, initial);
  const on = confirmed.step === 'on' || (enabled && disabled.step !== 'off');

  if (on) {
    return (
      <>
        <Message state={confirmed.step === 'on' ? confirmed : disabled} />
        <p>Two-factor is on for your account.</p>
        <BackupCodes left={backupCodesLeft} />
        <h3>Turn it off</h3>
        <PasswordForm action={disable} pending={disabling} name="Turn two-factor off" label="Password, to turn it off" button="Turn two-factor off" tone="button-outline" />
      </>
    );
  }
  if (started.step === 'scan') {
    return (
      <>
        <Message state={{ ...confirmed, step: 'scan' }} />
        <p>Scan this code with an authenticator app, or type the key into it by hand. Then enter the six digits it shows.</p>
        {/* Our own SVG of the otpauth URI, made on the server by uqr: no user input in it. */}
        <div role="img" aria-label="QR code for your authenticator app" style={{ width: 200, background: '#fff' }} dangerouslySetInnerHTML={{ __html: started.qr ?? '' }} />
        <p>
          Key: <code data-testid="totp-key">{started.key}</code>
        </p>
        <details>
          <summary>Backup codes (keep them somewhere safe; each works once)</summary>
          <CodeList codes={started.backupCodes ?? []} label="Your backup codes" />
        </details>
        <form action={confirm} className={styles.stack}>
          <label>
            Code from the app
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} />
          </label>
          <button type="submit" className="button button-dark" disabled={confirming}>
            Turn two-factor on
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <Message state={disabled.step === 'off' ? disabled : started} />
      <p>Two-factor is off. With it on, signing in also asks for a code from an authenticator app on your phone.</p>
      <PasswordForm action={start} pending={starting} name="Set up two-factor" label="Password" button="Set up two-factor" tone="button-dark" />
    </>
  );
}

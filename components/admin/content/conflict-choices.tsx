import { keepName, type ContentFormState } from '@/lib/content/form-state';
import formStyles from '@/components/forms/forms.module.css';
import { DiffParagraphs } from './content-diff';
import styles from './content-editor.module.css';

/**
 * After a refused save: the fields both people changed, each with its two versions side by side ("theirs", with who
 * saved it, and "yours") and a choice between them. Plain radio buttons in the editor's form: saving again sends the
 * choice, with JavaScript or without. Your version stays in the form's own field until then.
 */
export function ConflictChoices({ conflict, version }: { conflict: NonNullable<ContentFormState['conflict']>; version: number }) {
  const { by, revision, fields, compared } = conflict;
  return (
    <section className={`${formStyles.wide} ${styles.conflict}`} aria-labelledby="conflict-title">
      <h2 id="conflict-title">Changed by both of you: choose which version to keep</h2>
      <p className={formStyles.hint}>
        {compared === 'opened'
          ? `Each side shows what its author changed in the revision you both opened: underlined text was added, struck-through text was removed. Only the changed paragraphs are shown.`
          : `The revision you opened is gone, so each side is shown against the other: underlined text is only in that version, struck-through text only in the other.`}
      </p>
      {fields.map((field) => (
        <fieldset key={`${field.name}-${version}`} className={styles.choice}>
          <legend>{field.label}</legend>
          <div className={styles.sides}>
            <div className={styles.side}>
              <h3>
                Theirs: {by} (revision {revision})
              </h3>
              <DiffParagraphs paragraphs={field.theirs} added={compared === 'opened' ? `added by ${by}` : `only in theirs`} removed={compared === 'opened' ? `removed by ${by}` : 'only in yours'} />
              <label className={styles.check}>
                <input type="radio" name={keepName(field.name)} value="theirs" /> Keep theirs ({by}&apos;s {field.label})
              </label>
            </div>
            <div className={styles.side}>
              <h3>Yours</h3>
              <DiffParagraphs paragraphs={field.yours} added={compared === 'opened' ? 'added by you' : 'only in yours'} removed={compared === 'opened' ? 'removed by you' : 'only in theirs'} />
              <label className={styles.check}>
                <input type="radio" name={keepName(field.name)} value="yours" defaultChecked /> Keep yours (the {field.label} in the form below)
              </label>
            </div>
          </div>
        </fieldset>
      ))}
    </section>
  );
}

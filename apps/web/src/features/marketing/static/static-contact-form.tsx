import { ContactConfirmation } from '../contact-confirmation';
import { ContactForm } from '../contact-form';
import { CONFIRMATION_TEMPLATE_ID, SLOT_ATTRIBUTE } from './contact-hooks';

const slot = (name: string) => <span {...{ [SLOT_ATTRIBUTE]: name }} />;

/**
 * The contact form of the prerendered page: the app's form as first drawn, and its thanks kept
 * in a template until the script shows it.
 */
export function StaticContactForm() {
  return (
    <>
      <ContactForm />
      <template id={CONFIRMATION_TEMPLATE_ID}>
        <ContactConfirmation name={slot('name')} subject={slot('subject')} email={slot('email')} />
      </template>
    </>
  );
}

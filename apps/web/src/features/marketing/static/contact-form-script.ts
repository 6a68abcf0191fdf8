// The prerendered contact page's only script (a module, so it runs once the page is parsed).
import { enhanceContactForm } from './enhance-contact-form';

enhanceContactForm(document);

// The names the prerendered contact page and its script agree on; a module of its own so the
// script does not pull in the React components that draw the page.

/** The `<form>`, in the app and on the prerendered page. */
export const CONTACT_FORM_ID = 'contact-form';
/** The `<template>` holding the thanks that replaces the form. */
export const CONFIRMATION_TEMPLATE_ID = 'contact-sent';
/** On an empty span of the thanks, which of the message's values goes there. */
export const SLOT_ATTRIBUTE = 'data-contact-slot';
/** On the thanks' button that brings the form back. */
export const SEND_ANOTHER_ATTRIBUTE = 'data-contact-send-another';

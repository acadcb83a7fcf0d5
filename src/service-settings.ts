/**
 * The business's accounts at outside services that only some pages use: the e-mail service the forms send through,
 * the petition form and the press-kit folder. Their demo values and variables are with the
 * others in ./config.ts (`demoSettings`); they are read here, apart from `config`, so that each goes only to the
 * pages that use it: a module's code goes wherever the module does, and ./config.ts is on every page.
 */
import { unbundled } from './config'

/** The EmailJS account the contact and survey forms send through (SPEC §6). */
export const emailjs = {
  publicKey: import.meta.env?.VITE_EMAILJS_PUBLIC_KEY ?? unbundled('VITE_EMAILJS_PUBLIC_KEY'),
  serviceId: import.meta.env?.VITE_EMAILJS_SERVICE_ID ?? unbundled('VITE_EMAILJS_SERVICE_ID'),
  contactReplyTemplateId:
    import.meta.env?.VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID ?? unbundled('VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID'),
  contactAdminTemplateId:
    import.meta.env?.VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID ?? unbundled('VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID'),
  surveyTemplateId: import.meta.env?.VITE_EMAILJS_SURVEY_TEMPLATE_ID ?? unbundled('VITE_EMAILJS_SURVEY_TEMPLATE_ID'),
} as const

/** {name}'s petition form, which the petition page opens. */
export const petitionFormUrl: string = import.meta.env?.VITE_PETITION_FORM_URL ?? unbundled('VITE_PETITION_FORM_URL')

/** The shared folder with the full press kit (high-resolution photos, logos, press releases), opened in a new window. */
export const pressKitFolderUrl: string = import.meta.env?.VITE_PRESS_KIT_URL ?? unbundled('VITE_PRESS_KIT_URL')

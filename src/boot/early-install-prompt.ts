/**
 * The window property where the page's bootstrap script (src/boot/bootstrap-script.ts) keeps an install prompt the
 * browser offered before the app had started; src/pwa/install.ts takes it from there.
 */
export const EARLY_INSTALL_PROMPT = '__earlyInstallPrompt'

import { analyticsPolicyText } from '@/lib/analytics/policy';
import { THEME_KEY } from '@/lib/theme';
import { site } from '../site';
import type { LegalDocument } from '../types';

const consentKey = 'cookie-consent';
const draftKey = 'quote-draft';

export const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  effective: '2025-06-10',
  description: `How the ${site.brand} website uses cookies and local storage: a consent record and the settings you choose, no advertising or cross-site tracking, and how to change your choice.`,
  intro: [
    `This Cookie Policy explains how ${site.brand} (“we”, “us” or “our”) uses cookies and similar browser storage on ${site.url} (the “Site”), how we ask for your consent, and how you can change your mind. It should be read together with our Privacy Policy, which explains how we handle personal information more generally.`,
    `In short: the public Site stores in your browser your answer to our cookie pop-up and, only if you use them, your choice of a light or dark theme and a draft of the quote form. The theme and the draft are never sent to us. Your pop-up answer is: our analytics script sends it with each page view it reports, so that our server counts the view only as your answer allows (see Our own analytics), and a form you submit carries it with its date, so that our record of what you agreed to is complete. We use no advertising cookies, no cross-site tracking and no third-party trackers.`,
  ],
  sections: [
    {
      heading: 'What cookies and local storage are',
      paragraphs: [
        `Cookies are small text files that a website asks your browser to keep and to send back on later requests, so that the site can recognise your browser or remember a setting. Local storage is a similar feature of modern browsers: it lets a website keep small pieces of information on your device, but unlike a cookie, that information is not sent to the website’s servers with every request; it stays in your browser until it is deleted.`,
        `Cookies and local storage set by the website you are visiting are called “first-party”; those set by other services embedded in a page are “third-party”. Some are strictly necessary for a site to work, while others, such as analytics or advertising cookies, are optional and, where the law requires it, used only with your consent.`,
      ],
    },
    {
      heading: 'How we ask for your consent',
      paragraphs: [
        `On your first visit, a cookie pop-up asks you to Accept or Decline. Your answer is stored in your browser’s local storage under the key '${consentKey}', together with the date on which you made your choice. Because your answer is remembered, the pop-up is not shown again on later visits from the same browser.`,
        `This record is kept on your device. It contains only your choice and its date, not your name or any other information that identifies you. Your choice goes to our server with each page view our analytics script reports, where it decides whether the view is counted and is not kept (see Our own analytics); the choice and its date go with a form you send (see Strictly necessary storage).`,
      ],
    },
    {
      heading: 'If you choose Decline',
      paragraphs: [
        `If you choose Decline, the Site uses only strictly necessary storage: the record of your choice itself, and the items listed below that you ask for by using a feature. No measurement of any kind runs, and every page, form and feature of the public Site continues to work normally.`,
      ],
    },
    {
      heading: 'Our own analytics',
      paragraphs: analyticsPolicyText(),
    },
    {
      heading: 'Strictly necessary storage',
      paragraphs: [
        `Strictly necessary items are required for the Site to work or to respect your choices, so they do not depend on consent. The Site uses only these:`,
      ],
      list: [
        `Consent record: the local-storage entry '${consentKey}', which holds your Accept or Decline answer and its date. It is kept until you clear your browser’s storage for the Site. The answer goes with each page view our analytics script reports, to decide whether it is counted, and is not kept there. When you send us a form, the answer and its date go with it and are kept with your submission as part of our consent records; nothing else about your browser is sent, and no identifier is ever created for it.`,
        `Theme choice: the local-storage entry '${THEME_KEY}', set only when you use the button in the Site’s header to switch between the light and the dark theme, and only while your choice differs from your device’s own setting, which the Site otherwise follows. It holds the word “light” or “dark”, so that every page opens in the theme you chose. It is removed when you switch back, or when you clear your browser’s storage for the Site.`,
        `Quote form draft: the local-storage entry '${draftKey}', set only when you start filling in the quote form. It holds what you have typed or chosen so far (never attached files), so that a reload or a later visit the same day does not lose it. The draft itself is never sent to us: the form sends your answers only when you submit it. It is removed when you submit or clear the form, or when you open the form on a later day.`,
        'Admin session cookie: a first-party session cookie set only when a member of our staff signs in to the agency’s admin console, used to keep that staff member signed in securely. It is not set for visitors to the public pages and stops working when the staff member signs out or the session expires.',
      ],
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        `We do not use advertising cookies, retargeting pixels, social-media tracking plug-ins, fingerprinting or any other technology that tracks you across websites. The Site loads its fonts, images and videos from our own servers, so no third-party service sets cookies when you view our pages. Links to our social-media profiles are plain links: the social network can set its own cookies only if you follow the link, under its own policies.`,
      ],
    },
    {
      heading: 'Changing your mind',
      paragraphs: [
        `You can change your choice at any time. Clear the stored data for ${site.domain} in your browser’s settings (usually under privacy, site settings, or cookies and site data), then reload the Site. Because your previous answer is gone, the cookie pop-up will ask you again, and you can choose Accept or Decline afresh. Clearing your storage only affects this browser on this device; if you use the Site on several devices or browsers, each keeps its own choice.`,
      ],
    },
    {
      heading: 'Controlling cookies in your browser',
      paragraphs: [
        `Most browsers let you see, block and delete cookies and local storage, either for all websites or for specific ones. The relevant options are usually found in the privacy or security settings of Chrome, Edge, Firefox, Safari and other browsers, and your browser’s help pages explain them in detail. You can also use private or incognito windows, which discard stored data when you close them; in that case the pop-up will ask for your choice on each new private session.`,
        `If you block all storage for the Site, the public pages will still work, but the Site will not be able to remember your answer and the pop-up may appear on every visit. Blocking cookies will prevent staff from signing in to the admin console.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        `We will update this Cookie Policy whenever we change how the Site uses cookies or local storage, in particular before we change how we measure visits. The updated policy will be published on this page with a new effective date. If a change calls for new consent, we will ask for it through the cookie pop-up.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have any questions about this Cookie Policy or about how we use cookies and local storage, please write to ${site.email.privacy}. For anything else, you can reach us at ${site.email.hello} or ${site.phone.display}.`,
      ],
    },
  ],
};

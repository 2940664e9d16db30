import { analyticsPolicyText, dntPolicyText } from '@/lib/analytics/policy';
import { RETENTION } from '@/lib/retention';
import { site } from '../site';
import type { LegalDocument } from '../types';

const usOffice = site.addresses.find((a) => a.countryCode === 'US') ?? site.addresses[0];
const usAddress = usOffice.lines.join(', ');
const indiaOffice = site.addresses.find((a) => a.countryCode === 'IN') ?? site.addresses[1];
const indiaAddress = indiaOffice.lines.join(', ');
/** The retention periods, as the sweep applies them (lib/retention.ts): the text cannot promise anything else. */
const months = (n: number) => `${n} months`;

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  effective: '2025-06-10',
  description: `How ${site.brand} collects, uses, stores and protects the personal information you share through our website and forms, and the privacy rights you have.`,
  intro: [
    `This Privacy Policy explains how ${site.brand} (“${site.brand}”, “we”, “us” or “our”) collects, uses, shares, stores and protects personal information when you visit ${site.url} (the “Site”), send us an enquiry, request a quote, apply for a job, or work with us as a client. It also explains the choices and rights you have.`,
    `We have written this policy to be read, not skimmed past. If anything in it is unclear, or you want to exercise a right described below, write to ${site.email.privacy} and a member of our team will answer you. By using the Site you acknowledge that you have read this policy, which forms part of our Terms of Use.`,
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${site.brand}, Hindi for “${site.brandMeaning}”, is a creative and technology agency. We design and build websites and apps, create brands, deliver AI, cloud and data engineering work, and provide vetted talent that joins our clients’ teams. We have offices in the United States and in India, and we are the controller (the party that decides why and how personal information is processed) for the information described in this policy.`,
        `Our offices are at ${usAddress}, and at ${indiaAddress}. For any privacy matter, please use ${site.email.privacy}.`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        `We collect only the information we need to answer you, run our business and keep the Site secure. Depending on how you interact with us, this may include:`,
      ],
      list: [
        'Identity and contact details: your name, e-mail address, physical or postal address and phone number.',
        'Payment information: when you engage us and we invoice you, billing contact details, billing address, tax identifiers and the bank or card details needed to process your payment. We do not take payments on the Site itself.',
        'Enquiry details from our contact form: your name, e-mail address, phone number and your message telling us how we can help.',
        'Quote-request details: your company name, the type of project, your budget range and expected timeline, the kind of talent you are looking for, how you heard about us, any comments, any files you upload to describe your project, and your confirmation that you accept this policy.',
        'Job-application details: your first and last name, e-mail address, mobile number, the role you are applying for, your CV, any cover note or other details you choose to include, and any task file the role asks for.',
        'Correspondence: the e-mails and messages we exchange with you, and notes of calls and meetings about a prospective or current engagement.',
        'Engagement and order records: proposals, contracts, statements of work, invoices and payment history for clients who work with us.',
        'Technical data: your IP address, browser type and version, device and operating-system information, the pages requested and the date and time of each request, recorded in our server logs. We use this data to run the Site, to diagnose faults, and to apply rate limits and spam defences to our forms.',
      ],
      after: [
        `Most of this information comes directly from you. Technical data is collected automatically when your browser contacts our servers. Occasionally we receive information about you from someone else, for example a colleague who introduces you to us or a referee named in a job application, and we treat it in the same way. Please do not send us sensitive information, such as health data, government identification numbers or details of racial or ethnic origin, unless we specifically ask for it; if a CV or file you upload contains such information, we will use it only to assess your application or project.`,
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [`We use personal information for the following purposes:`],
      list: [
        'to reply to your enquiries and quote requests, prepare proposals and estimates, and arrange calls and meetings;',
        'to send e-mail notifications: when you submit a form, our team is notified and you receive a confirmation that we have your message;',
        'to assess job applications, contact candidates, run interviews and tasks, and make hiring decisions;',
        'to deliver the services you engage us for, manage the engagement, invoice you and collect payment;',
        'to operate, maintain, secure and improve the Site, including preventing spam, abuse, fraud and attacks on our forms;',
        'to keep business records and comply with legal, tax, accounting and regulatory obligations;',
        'to establish, exercise or defend legal claims and to enforce our Terms of Use;',
        'for any other purpose we describe to you when we collect the information, or with your consent.',
      ],
      after: [
        `Where the law requires a legal basis for processing, we rely on: the steps needed to enter into or perform a contract with you; our legitimate interests in running and protecting our business, answering enquiries and recruiting, balanced against your rights; compliance with our legal obligations; and your consent, for example for the privacy confirmation on our quote form or for optional measurement if we ever offer it. You may withdraw consent at any time without affecting processing carried out before you did. We do not use your information for automated decision-making that produces legal or similarly significant effects on you.`,
      ],
    },
    {
      heading: 'Where your information is stored and international visitors',
      paragraphs: [
        `The information you submit through the Site, including files and CVs, is stored in our database and file storage in the United States, and the e-mail notifications about it are handled by our e-mail systems. Members of our team in India may access this information from there in order to respond to you, deliver projects or assess applications.`,
        `The Site is operated from the United States. If you visit it from elsewhere, including the European Economic Area, the United Kingdom or India, your information will be transferred to, stored in and processed in the United States, whose data-protection laws may differ from those of your country. Where the law requires it, we protect such transfers with appropriate safeguards, such as standard contractual clauses, and we handle your information as this policy describes wherever it is processed. Depending on where you live, laws such as the EU and UK General Data Protection Regulation or India’s Digital Personal Data Protection Act, 2023 may give you rights in addition to those set out here, and you may lodge a complaint with your local data-protection authority. We would appreciate the chance to address your concern first at ${site.email.privacy}.`,
      ],
    },
    {
      heading: 'How we share your information',
      paragraphs: [
        `We do not sell your personal information, and we do not share it with third parties for their own commercial or marketing purposes. We disclose it only in the following circumstances:`,
      ],
      list: [
        'Service providers: companies that host the Site and our database, deliver our e-mail, store files, provide accounting, invoicing and payment processing, or otherwise support our operations. They act on our instructions, may use the information only to provide their services to us, and must protect it.',
        'Legal authorities: when we believe in good faith that disclosure is required by law, regulation, subpoena, court order or other legal process, or is necessary to protect the rights, property or safety of our team, our clients, you or others, or to detect and prevent fraud or security incidents.',
        'Business transfers: in connection with a merger, acquisition, financing, reorganisation or sale of all or part of our business, in which case the information remains subject to the commitments in this policy or commitments at least as protective.',
        'With your consent: for example when you ask us to introduce you to a partner, or when we propose you as talent to a client and you agree that your profile may be shared with that client.',
      ],
      after: [
        `Our own offices and affiliates in the United States and India may share information with each other for the purposes in this policy. We may also share information that has been aggregated or de-identified so that it can no longer reasonably be linked to you.`,
      ],
    },
    {
      heading: 'Do Not Track signals',
      paragraphs: [
        dntPolicyText(),
      ],
    },
    {
      heading: 'Children’s privacy',
      paragraphs: [
        `The Site is intended for businesses and for adult job seekers. It is not directed to, and we do not target, children under 13, and we do not knowingly collect personal information from children under 13. Our Terms of Use require users to be at least 18 or the age of majority where they live. If you believe that a child under 13 has given us personal information, please contact ${site.email.privacy} and we will delete it promptly.`,
      ],
    },
    {
      heading: 'Your requests: access, correction and deletion',
      paragraphs: [
        `Wherever you live, you may ask us to: confirm whether we hold personal information about you and give you a copy of it; correct information that is inaccurate or incomplete; delete your information; or stop contacting you. Send your request to ${site.email.privacy}, tell us what you are asking for, and use the e-mail address you used with us where possible so that we can find your records.`,
        `To protect you, we will verify your identity before acting on a request, usually by confirming control of the e-mail address or phone number we hold for you; we may ask for more information where the request concerns sensitive data. We will respond within the time limit the applicable law sets, and in any event within 45 days, and we will tell you if we need longer or cannot comply, for example because we must keep certain records by law. We do not charge for reasonable requests.`,
      ],
    },
    {
      heading: 'How long we keep your information',
      paragraphs: [
        `We keep personal information only for as long as we need it for the purposes described in this policy, unless you ask us to delete it sooner or the law requires us to keep it longer:`,
      ],
      list: [
        'Order and engagement data (proposals, contracts, project correspondence, invoices and payment records): kept until you ask us to delete it. Records we must keep for tax, accounting or legal reasons are then kept only for the period the law requires and used for nothing else.',
        `Leads (contact-form messages and quote requests, including uploaded files) that do not become an engagement: ${months(RETENTION.leadMonths)} from our last contact with you (your message, or the last time we updated, answered or added a note to it), unless you ask us to delete them earlier. A lead that becomes an engagement is marked as one and kept with the engagement’s records, as described above.`,
        `Job applications (including CVs and task files): ${months(RETENTION.applicationMonths)} after the role you applied for closes (its closing date, or the day we take the posting down if that comes first or it has no closing date), so that we can consider you for similar roles, unless you ask us to delete them earlier. If you join us, your application becomes part of your personnel file.`,
        'Server logs: up to 90 days, unless they are needed longer to investigate a specific security incident.',
        'Rate-limiting records: deleted automatically after a short window.',
        'Your cookie choice: kept in your own browser, not on our servers, until you clear it.',
        `Analytics: each page view for ${RETENTION.analyticsRawDays} days, daily totals for ${RETENTION.analyticsRollupMonths} months; the daily value behind the anonymous visitor hash is deleted within ${RETENTION.analyticsSaltHours} hours.`,
      ],
      after: [
        `When information reaches the end of its retention period, we delete it or anonymise it. Our systems check for such information every day and delete it together with its uploaded files, our internal notes about it, and the copies of the e-mails and notifications it caused. Deleted data may persist in encrypted backups for a limited time until those backups are overwritten in the normal cycle.`,
      ],
    },
    {
      heading: 'Cookies and analytics',
      paragraphs: [
        `On your first visit, a cookie pop-up asks you to Accept or Decline. Your answer is remembered in your browser’s local storage, and the pop-up is not shown again once you have answered. Besides this consent record, the public Site stores in your browser only what you ask it to keep by using a feature: your choice of a light or dark theme, and a draft of the quote form while you fill it in. The theme and the draft are never sent to us (the quote form sends your answers only when you submit it). Your pop-up answer goes with each page view our analytics script reports, so that our server counts the view only as your answer allows (it is not kept with the view), and a form you submit carries your pop-up answer and its date, which we keep with your submission as a record of what you agreed to, together with the version of this policy and of our Terms of Use that the form showed you. Our Cookie Policy lists each item. We use no advertising cookies and no third-party trackers.`,
        ...analyticsPolicyText(),
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        `We use administrative, technical and physical safeguards designed to protect personal information against loss, theft, misuse and unauthorised access, disclosure, alteration or destruction. These include encryption of data in transit, access to submissions limited to authorised staff through an authenticated admin console, checks on uploaded files, rate limits and spam defences on our forms, and confidentiality obligations for our team and service providers.`,
        `No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If we become aware of a breach that affects your personal information, we will notify you and the relevant authorities where the law requires it. If you believe your interaction with us is no longer secure, please contact ${site.email.privacy} immediately.`,
      ],
    },
    {
      heading: 'Supplemental notice for California residents',
      paragraphs: [
        `If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (together, the “CCPA”), gives you the rights below to the extent the CCPA applies to us. In the preceding 12 months we have collected the following categories of personal information, from you directly and automatically from your device, for the purposes described in “How we use your information”: identifiers (such as name, e-mail address, postal address, phone number and IP address); customer records described in California Civil Code section 1798.80(e) (such as billing and payment details); commercial information (such as services requested or purchased); internet or other electronic network activity (such as server-log data); and professional or employment-related information (such as CVs and application details). We disclose these categories for business purposes only to the recipients listed in “How we share your information”.`,
        `We do not sell personal information and do not share it for cross-context behavioural advertising, and we have not done so in the preceding 12 months; we have no actual knowledge of selling or sharing the personal information of consumers under 16. We do not use or disclose sensitive personal information for any purpose that would give rise to a right to limit its use. Subject to the CCPA’s exceptions, you have the right:`,
      ],
      list: [
        'to know the categories and specific pieces of personal information we have collected about you, the categories of sources, the business purposes, and the categories of third parties to whom we disclose it;',
        'to delete personal information we have collected from you;',
        'to correct inaccurate personal information we hold about you;',
        'to opt out of the sale or sharing of your personal information (we do not sell or share it, so there is nothing to opt out of, but you may still ask us to record your preference);',
        'to limit the use of sensitive personal information, where applicable;',
        'not to be discriminated or retaliated against for exercising any of these rights.',
      ],
      after: [
        `To exercise these rights, e-mail ${site.email.privacy} or call ${site.phone.display}. We will verify your request by matching the information you provide with the information we hold, and respond within 45 days, which we may extend once by a further 45 days if we tell you why. You may use an authorised agent, who must provide your signed permission; we may still ask you to verify your identity directly. Under California’s “Shine the Light” law (Civil Code section 1798.83), you may also ask whether we disclosed personal information to third parties for their direct marketing purposes; we do not.`,
      ],
    },
    {
      heading: 'Supplemental notice for Colorado residents',
      paragraphs: [
        `If you are a Colorado resident, the Colorado Privacy Act (CPA) gives you, to the extent it applies to us, the right to confirm whether we process your personal data and to access it; to correct inaccuracies; to delete it; to obtain it in a portable and, where technically feasible, readily usable format; and to opt out of the processing of your personal data for targeted advertising, for its sale, and for profiling in furtherance of decisions that produce legal or similarly significant effects. We do not sell personal data, use it for targeted advertising, or engage in such profiling. Because we do not do those things, a universal opt-out signal such as Global Privacy Control has no further effect on the Site; we would honour it if that ever changed.`,
        `Send requests to ${site.email.privacy}. We will respond within 45 days, which may be extended once by a further 45 days where reasonably necessary. If we decline to act on your request, you may appeal by replying to our decision with the subject line “Privacy Appeal” within a reasonable time. We will inform you in writing of our decision on the appeal, with our reasons, within 45 days of receiving it, extendable by a further 60 days where reasonably necessary. If the appeal is denied, you may contact the Colorado Attorney General.`,
      ],
    },
    {
      heading: 'Supplemental notice for Connecticut residents',
      paragraphs: [
        `If you are a Connecticut resident, the Connecticut Data Privacy Act (CTDPA) gives you, to the extent it applies to us, the right to confirm whether we process your personal data and to access it; to correct inaccuracies; to delete personal data provided by or obtained about you; to obtain a portable copy of the data you provided to us; and to opt out of processing for targeted advertising, sale, or profiling in furtherance of solely automated decisions that produce legal or similarly significant effects. We do none of these three kinds of processing.`,
        `Send requests to ${site.email.privacy}. We will respond within 45 days, extendable once by a further 45 days where reasonably necessary. If we decline to act, you may appeal by replying to our decision with the subject line “Privacy Appeal”. We will respond in writing within 60 days of receiving the appeal, explaining any action taken or not taken and our reasons. If the appeal is denied, you may submit a complaint to the Connecticut Attorney General.`,
      ],
    },
    {
      heading: 'Supplemental notice for Nevada residents',
      paragraphs: [
        `Nevada law (Chapter 603A of the Nevada Revised Statutes) gives Nevada residents the right to submit a verified request directing an operator of a website not to sell covered information it has collected about them, such as name, address, e-mail address and phone number. We do not sell covered information as Nevada law defines a sale. You may nonetheless submit an opt-out request to ${site.email.privacy}; we will record it and respond within 60 days, and it will apply if our practices ever change.`,
      ],
    },
    {
      heading: 'Supplemental notice for Utah residents',
      paragraphs: [
        `If you are a Utah resident, the Utah Consumer Privacy Act (UCPA) gives you, to the extent it applies to us, the right to confirm whether we process your personal data and to access it; to delete the personal data you provided to us; to obtain a copy of that data in a portable and, where technically feasible, readily usable format; and to opt out of the processing of your personal data for targeted advertising or sale. We do not sell personal data or use it for targeted advertising. We will also correct inaccurate data on request, as we do for everyone.`,
        `Send requests to ${site.email.privacy}. We will respond within 45 days, extendable once by a further 45 days where reasonably necessary. Although the UCPA does not require an appeal process, we offer Utah residents the same one as Colorado and Connecticut residents: reply to our decision with the subject line “Privacy Appeal” and we will reconsider it and answer in writing within 60 days.`,
      ],
    },
    {
      heading: 'Supplemental notice for Vermont residents',
      paragraphs: [
        `If you are a Vermont resident, we will not disclose non-public personal information about you to non-affiliated third parties for marketing purposes without your prior consent, and we will not share such information with non-affiliates except as permitted by Vermont law, for example with service providers that process it on our behalf, or with your authorisation. As explained above, we do not share personal information with anyone for their own marketing.`,
      ],
    },
    {
      heading: 'Copyrighted material and fair use',
      paragraphs: [
        `The Site may occasionally reproduce or refer to material owned by others, such as client logos and work shown in case studies with permission, short quotations in blog posts, or the names and icons of the technologies we use. Where we do not have the owner’s permission, we rely on “fair use” as provided for in section 107 of the US Copyright Act (17 U.S.C. § 107), which permits limited use of copyrighted material for purposes such as criticism, comment, news reporting, teaching, scholarship and research, and on similar exceptions in other countries, such as fair dealing under India’s Copyright Act, 1957.`,
        `Section 107 weighs four factors: the purpose and character of the use, including whether it is commercial or for non-profit educational purposes; the nature of the copyrighted work; the amount and substantiality of the portion used in relation to the work as a whole; and the effect of the use on the potential market for, or value of, the work. If you wish to use copyrighted material from the Site for purposes that go beyond fair use, you must first obtain permission from the copyright owner. If you believe material on the Site infringes your copyright, please follow the procedure in our Copyright notice.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        `We may update this policy from time to time, for example when we change how the Site works, add a service provider, or when the law changes. We will publish the updated policy on this page and change the effective date at the top. If a change materially affects how we use personal information we already hold, we will give you notice before it takes effect, for example by e-mail to clients and applicants whose information we hold or by a notice on the Site, and we will ask for your consent where the law requires it.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have any questions about this policy or how we handle your personal information, or want to make a request or a complaint, please contact us:`,
      ],
      list: [
        `Privacy requests: ${site.email.privacy}`,
        `General enquiries: ${site.email.hello}`,
        `Phone: ${site.phone.display}`,
        `USA office: ${site.brand}, ${usAddress}`,
        `India office: ${site.brand}, ${indiaAddress}`,
      ],
    },
  ],
};

import { site } from '../site';
import type { LegalDocument } from '../types';

const usOffice = site.addresses.find((a) => a.countryCode === 'US') ?? site.addresses[0];
const usAddress = usOffice.lines.join(', ');

export const disclaimer: LegalDocument = {
  slug: 'disclaimer',
  title: 'Disclaimer',
  effective: '2025-06-10',
  description: `How to read the information on the ${site.brand} website: general information only, not advice, with notes on testimonials, case-study figures and links.`,
  intro: [
    `This Disclaimer applies to the website at ${site.url} (the “Site”), operated by ${site.brand} (“we”, “us” or “our”). It explains the limits of the information we publish and forms part of our Terms of Use. By using the Site, you accept this Disclaimer in full; if you do not, please do not rely on the Site.`,
  ],
  sections: [
    {
      heading: 'General information only',
      paragraphs: [
        `Everything on the Site, including service descriptions, technology lists, industry pages, blog posts, FAQs and case studies, is provided in good faith for general information about ${site.brand} and the work we do. It is not an offer capable of acceptance, a proposal, or a quotation. The scope, price, timeline and terms of any work we do are set only in a written proposal or agreement signed by both parties.`,
      ],
    },
    {
      heading: 'No professional advice',
      paragraphs: [
        `Content on the Site does not constitute legal, financial, tax, investment, accounting, security, regulatory or other professional advice, and it is not a substitute for advice tailored to your circumstances. Technology, design and marketing decisions depend on facts we do not know from a page view. Before acting on anything you read here, you should consult a suitably qualified professional or talk to us about a proper engagement. No client relationship is created by reading the Site or by sending us a form.`,
      ],
    },
    {
      heading: 'Accuracy and currency of information',
      paragraphs: [
        `We work to keep the Site accurate and up to date, but we make no representation or warranty, express or implied, about the completeness, accuracy, reliability or availability of its content. Technologies, platforms, prices, laws and best practices change quickly, and an article or page may describe the position at the time it was written. Job listings may be filled or withdrawn before they are removed from the Site. We may change any content at any time without notice, but we have no obligation to update it.`,
      ],
    },
    {
      heading: 'External links',
      paragraphs: [
        `The Site may link to websites and services operated by others, such as social networks, technology vendors, clients’ websites and reference material. These links are provided for convenience. We have no control over their content, availability or privacy practices, and a link does not mean that we endorse the linked site, its owner or anything it offers. You follow external links at your own risk and subject to the terms of those sites.`,
      ],
    },
    {
      heading: 'Testimonials',
      paragraphs: [
        `Testimonials and client quotes on the Site reflect the real experiences and opinions of individual clients. They are not a guarantee, promise or prediction that you will obtain the same or similar results: every project differs in goals, scope, budget, market, timing and the client’s own contribution, and results vary.`,
        `Testimonials appear on the Site only after review and approval by our management, who check that each one comes from a genuine client and fairly represents that client’s experience. We may edit a testimonial for length, grammar or confidentiality, without changing its meaning, and we publish it with the client’s permission. If a client ever receives payment or another benefit in connection with a testimonial, we will say so next to it.`,
      ],
    },
    {
      heading: 'Case studies and figures',
      paragraphs: [
        `Case studies describe projects we have delivered and the outcomes our clients reported at the time. Figures such as growth percentages, engagement numbers, time saved or delivery durations, and counters such as team size, talent integrated, development hours or solutions delivered, are stated in good faith from our records and our clients’ reports. They may be rounded or approximate, may depend on factors outside our control, and describe particular circumstances. They are not a forecast of the results of any other project. Some details may be simplified or withheld to protect client confidentiality.`,
      ],
    },
    {
      heading: 'Views of our team',
      paragraphs: [
        `Blog posts, articles and other content written by members of our team, or by guest contributors, reflect their personal opinions and expertise at the time of writing. They do not necessarily represent the official position of ${site.brand}, of our clients or of any technology vendor mentioned.`,
      ],
    },
    {
      heading: 'Errors and omissions',
      paragraphs: [
        `Despite our care, the Site may contain technical inaccuracies, typographical errors or omissions, including in descriptions of services, technologies or job openings. We are not responsible for such errors or omissions or for any decision made in reliance on them. If you spot an error, we would be grateful if you told us at ${site.email.hello} so that we can correct it.`,
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${site.brand}, its team members and affiliates will not be liable for any loss or damage, whether direct, indirect, incidental, consequential or otherwise, including loss of profits, data or business opportunity, arising out of or in connection with your use of, or reliance on, the Site or any information on it. Any liability that cannot be excluded is limited as set out in our Terms of Use. Nothing in this Disclaimer excludes liability that cannot lawfully be excluded.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have a question about this Disclaimer or about anything you have read on the Site, please write to ${site.email.hello}, call ${site.phone.display}, or write to ${site.brand}, ${usAddress}.`,
      ],
    },
  ],
};

import { site } from '../site';
import type { LegalDocument } from '../types';

const indiaOffice = site.addresses.find((a) => a.countryCode === 'IN') ?? site.addresses[1];
const indiaAddress = indiaOffice.lines.join(', ');

export const copyright: LegalDocument = {
  slug: 'copyright',
  title: 'Copyright',
  effective: '2025-06-10',
  description: `Who owns the content of the ${site.brand} website, how you may use it, and how to report copyright infringement to our designated copyright agent in India.`,
  intro: [
    `This Copyright notice explains who owns the content of ${site.url} (the “Site”), what you may do with it, and how to tell ${site.brand} (“we”, “us” or “our”) if you believe that material on the Site infringes your copyright. It forms part of our Terms of Use. We respect the intellectual property of others, and we ask the same of everyone who uses the Site.`,
  ],
  sections: [
    {
      heading: 'Ownership of site content',
      paragraphs: [
        `Unless stated otherwise, the text, graphics, illustrations, photographs, videos, animations, logos, icons, page designs, source code and all other content on the Site, together with their selection and arrangement, are © ${site.brand} and protected by copyright laws in India, the United States and other countries and by international treaties, including the Berne Convention. The ${site.brand} name and logo are our trademarks.`,
        `Some content belongs to others. Work shown in our portfolio and case studies may be owned by our clients and appears with their permission; technology names and icons belong to their respective owners. Their rights are reserved to them, and nothing on the Site grants you any license to use them.`,
      ],
    },
    {
      heading: 'Permitted use',
      paragraphs: [
        `You may view the Site, and download or print a reasonable number of pages for your own personal, non-commercial reference or to evaluate our services for your organisation, provided that you keep all copyright and other notices intact and do not modify the material. You may share links to any page of the Site and quote short extracts with a clear attribution to ${site.brand} and a link to the source.`,
        `Any other reproduction, distribution, public display, modification, framing, scraping or commercial use of Site content, including use to train machine-learning models, requires our prior written permission. To request permission, write to ${site.email.hello}.`,
      ],
    },
    {
      heading: 'How to report infringement',
      paragraphs: [
        `If you believe that material on the Site infringes a copyright that you own or are authorised to enforce, please send a written notice to our designated copyright agent. To allow us to act quickly, your notice must contain:`,
      ],
      list: [
        'identification of the copyrighted work you claim has been infringed or, if several works are covered by one notice, a representative list of them;',
        'identification of the material you claim is infringing, and information reasonably sufficient for us to locate it, such as the URL of each page on which it appears;',
        'your contact details: your full name, postal address, telephone number and e-mail address;',
        'a statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its agent or the law;',
        'a statement that the information in your notice is accurate and, under penalty of perjury where applicable, that you are the copyright owner or are authorised to act on behalf of the owner;',
        'your physical or electronic signature.',
      ],
      after: [
        `A notice that omits these elements may not be effective, and we may ask you to complete it before we act. Please note that copies of notices may be shared with the person who provided the material concerned.`,
      ],
    },
    {
      heading: 'Our designated copyright agent',
      paragraphs: [
        `Send notices of claimed infringement, and counter-notices, to our designated copyright agent by post or by e-mail:`,
      ],
      list: [
        `By post: Copyright Agent, ${site.brand}, ${indiaAddress}`,
        `By e-mail: ${site.email.hello}, with the subject line “Copyright Notice”`,
      ],
      after: [
        `This address is for copyright matters only. Other messages sent to the agent may not receive a response; for general questions, please use our contact page.`,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        `Our copyright agent is located in India, and notices received by the agent are handled under the Indian Copyright Act, 1957 (No. 14 of 1957), together with the rules made under it. Nothing in this notice limits any right or remedy that a copyright owner has under that Act.`,
        `Where material is accessed from or concerns the United States, we also take US copyright law into account, including the doctrine of fair use in section 107 of the US Copyright Act (17 U.S.C. § 107), which allows limited use of copyrighted material for purposes such as criticism, comment, news reporting, teaching, scholarship and research. Before sending a notice, please consider whether the use you are concerned about may be fair use or, under Indian law, fair dealing; our Privacy Policy describes how we apply these principles to material on the Site.`,
      ],
    },
    {
      heading: 'What happens after we receive a notice',
      paragraphs: [
        `When we receive a complete notice, we review it promptly. Where appropriate, we will remove or disable access to the material concerned, tell you what we have done, and, where the material was provided by a client, contributor or other third party, inform that person and give them a copy of the notice so that they can respond. If the material is our own and we believe its use is lawful, we will explain our position to you.`,
      ],
    },
    {
      heading: 'Counter-notice',
      paragraphs: [
        `If material you provided has been removed or disabled because of a notice and you believe this was a mistake or a misidentification, you may send a counter-notice to our copyright agent at the addresses above. It must contain:`,
      ],
      list: [
        'identification of the material that was removed or disabled and the location at which it appeared before it was removed;',
        'a statement, under penalty of perjury where applicable, that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification;',
        'your full name, postal address, telephone number and e-mail address;',
        'a statement that you consent to the jurisdiction of the courts competent to hear the complainant’s claim and that you will accept service of process from the person who sent the original notice;',
        'your physical or electronic signature.',
      ],
      after: [
        `We will forward a valid counter-notice to the person who sent the original notice. Unless that person tells us, within ten business days, that they have started legal proceedings to restrain the allegedly infringing activity, we may restore the material.`,
      ],
    },
    {
      heading: 'Repeat infringers',
      paragraphs: [
        `In appropriate circumstances, and at our discretion, we will stop publishing material from, and end any access to restricted areas of the Site held by, any client, contributor or other person who is found to have repeatedly infringed the copyright of others.`,
      ],
    },
    {
      heading: 'False or misleading notices',
      paragraphs: [
        `Please make sure your notice or counter-notice is accurate. Knowingly misrepresenting that material is infringing, or that it was removed by mistake, may expose you to liability for damages, including costs and legal fees, and may be an offence in some jurisdictions. If you are unsure whether material infringes your rights, you may wish to take legal advice first.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `For permission requests or general questions about this notice, write to ${site.email.hello} or call ${site.phone.display}. Questions about how we handle personal information contained in a notice can be sent to ${site.email.privacy}.`,
      ],
    },
  ],
};

import { site } from '../site';
import type { LegalDocument } from '../types';

const usOffice = site.addresses.find((a) => a.countryCode === 'US') ?? site.addresses[0];
const usAddress = usOffice.lines.join(', ');
const indiaOffice = site.addresses.find((a) => a.countryCode === 'IN') ?? site.addresses[1];
const indiaAddress = indiaOffice.lines.join(', ');

export const termsOfUse: LegalDocument = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  effective: '2025-06-10',
  description: `The rules for using the ${site.brand} website: eligibility, permitted use, intellectual property, liability limits, arbitration and how to opt out of it.`,
  intro: [
    `These Terms of Use (the “Terms”) are a binding agreement between you and ${site.brand} (“${site.brand}”, “we”, “us” or “our”), the creative and technology agency that operates the website at ${site.url} and every page, form and feature published on it (together, the “Site”). They govern how you may access and use the Site. They do not govern the design, development, branding or talent services we provide to clients: those services are covered by the written proposal, master services agreement or statement of work signed for each engagement, and if such a document conflicts with these Terms, the signed document prevails for that engagement.`,
    `Please read these Terms carefully. They contain a binding arbitration agreement, a waiver of class actions and a waiver of jury trials, which affect how disputes between you and us are resolved. You may opt out of arbitration within 30 days as explained in the section “Your right to opt out of arbitration”.`,
  ],
  sections: [
    {
      heading: 'Acceptance of these Terms',
      paragraphs: [
        `By opening, browsing or otherwise using the Site, or by submitting any of its forms, you confirm that you have read, understood and agree to be bound by these Terms and by our Privacy Policy, Cookie Policy, Disclaimer and Copyright notice, each of which is incorporated into these Terms by reference. If you do not agree, you must not use the Site.`,
        `You may use the Site only if you are at least 18 years old, or the age of legal majority where you live if that is higher, and are able to enter into a binding contract. If you use the Site on behalf of a company or other organisation, for example to request a quote, you represent that you are authorised to accept these Terms on its behalf, and “you” then includes that organisation.`,
      ],
    },
    {
      heading: 'Changes to these Terms and to the Site',
      paragraphs: [
        `We may revise these Terms from time to time, for example to reflect new features, changes in the law or changes in how we run our business. When we do, we will publish the revised Terms on this page and update the effective date shown at the top. Changes take effect when they are published, except that changes to the dispute-resolution provisions will not apply to any dispute of which we had actual notice before the change was published.`,
        `Your continued use of the Site after revised Terms are published means that you accept them. We encourage you to check this page whenever you use the Site. We may also change, suspend or discontinue any part of the Site, including its content, forms and careers listings, at any time and without notice, and we will not be liable to you if we do so.`,
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        `Your privacy matters to us. Our Privacy Policy explains what personal information we collect through the Site, including the information you submit through our contact, quote-request and job-application forms, how we use and protect it, how long we keep it and which rights you have. Our Cookie Policy explains how the Site remembers your cookie choice. By using the Site you acknowledge that you have read the Privacy Policy and the Cookie Policy. Questions about privacy can be sent to ${site.email.privacy}.`,
      ],
    },
    {
      heading: 'Copyright',
      paragraphs: [
        `Unless stated otherwise, the Site and all of its content, including text, graphics, illustrations, photographs, video, animations, case studies, blog posts, page layouts, interface designs, source code and the selection and arrangement of all of these (the “Content”), are owned by ${site.brand} or by the clients, partners and licensors who have allowed us to use them, and are protected by copyright and other intellectual-property laws of India, the United States and other countries, and by international treaties.`,
        `Work shown in our portfolio and case studies may belong to our clients and appears with their permission. Nothing on the Site transfers ownership of any Content to you. Our Copyright notice explains how to tell us if you believe material on the Site infringes your rights.`,
      ],
    },
    {
      heading: 'Trademarks',
      paragraphs: [
        `The name ${site.brand}, our logo, the brand word and other marks, slogans and trade dress used on the Site are trademarks or service marks of ${site.brand}, whether or not registered. Client names, client logos and the names and icons of third-party technologies that appear on the Site belong to their respective owners and are used only to identify them; their appearance does not imply any endorsement of us by those owners or of them by us.`,
        `You may not use any of our marks in connection with any product or service that is not ours, in any manner likely to cause confusion, or in any way that disparages or discredits us, without our prior written permission. You may refer to ${site.brand} by name in truthful, non-misleading statements, for example in news reporting or in a review.`,
      ],
    },
    {
      heading: 'Limited license to use the Site',
      paragraphs: [
        `Subject to your continued compliance with these Terms, we grant you a limited, personal, revocable, non-exclusive and non-transferable license to access and view the Site, and to download or print a reasonable number of pages, solely for your own informational, non-commercial purposes or for evaluating our services for your organisation. You must keep every copyright and other proprietary notice intact on any copy you make.`,
        `Any use of the Site or its Content that these Terms do not expressly permit is prohibited and ends this license automatically. All rights not expressly granted to you are reserved by ${site.brand} and its licensors.`,
      ],
    },
    {
      heading: 'Prohibited uses',
      paragraphs: [
        `You may use the Site only for lawful purposes and in accordance with these Terms. In particular, you agree that you will not:`,
      ],
      list: [
        'use the Site in any way that breaches any applicable local, state, national or international law or regulation, including export-control and sanctions laws;',
        'copy, reproduce, republish, sell, license, frame or mirror the Site or its Content, or create derivative works from it, except as the limited license above allows;',
        'use any robot, spider, scraper or other automated means to access, harvest or index the Site, or to collect Content or information about other users, except for search engines that respect our robots instructions;',
        'use the Site or its Content to train, fine-tune or evaluate machine-learning or artificial-intelligence models without our prior written consent;',
        'submit false, misleading or impersonated information through any form, including a quote request or job application made in someone else’s name;',
        'upload files that contain viruses, malware or other harmful code, or material that is unlawful, defamatory, obscene, harassing or that infringes anyone’s intellectual-property or privacy rights;',
        'send spam, chain letters, unsolicited advertising or bulk submissions through our forms, or attempt to bypass the rate limits and spam defences that protect them;',
        'attempt to gain unauthorised access to the Site, our admin console, our servers, our database or any system connected to the Site, or probe, scan or test their vulnerability without our written authorisation;',
        'interfere with or disrupt the operation of the Site, including through denial-of-service attacks or by placing an unreasonable load on our infrastructure;',
        'reverse engineer, decompile or disassemble any part of the Site, except to the extent that applicable law expressly permits it despite this restriction;',
        'remove, obscure or alter any copyright, trademark or other proprietary notice on the Site;',
        'use the Site to harvest contact details of our staff for marketing purposes, or to recruit our staff or contractors in breach of any agreement with us;',
        'encourage, assist or enable any other person to do any of the things listed above.',
      ],
      after: [
        `We may investigate any suspected breach of this section, cooperate with law-enforcement authorities, and block or restrict access to the Site by anyone we reasonably believe is breaching it.`,
      ],
    },
    {
      heading: 'Accounts and credentials',
      paragraphs: [
        `You do not need an account to browse the Site or to use its public forms. Some areas, such as our administration console, staging environments we share with clients or any client workspace we may provide, are available only to people to whom we issue credentials. If you receive credentials, you must keep them confidential, use them only for the purpose for which they were issued, and not share them with anyone else.`,
        `You are responsible for all activity that occurs under your credentials and must notify us immediately at ${site.email.hello} if you suspect that they have been lost, stolen or used without authorisation. We may suspend or revoke credentials at any time, including if we believe they have been compromised or used in breach of these Terms. Any attempt to access a restricted area without valid credentials is prohibited.`,
      ],
    },
    {
      heading: 'Your submissions',
      paragraphs: [
        `When you send us information through the Site, such as a message, project brief, uploaded file, CV or task file, you confirm that you have the right to share it and that it is accurate. You keep ownership of what you submit. You grant us a non-exclusive, royalty-free license to store, copy and use it for the purpose for which you submitted it: to answer your enquiry, prepare a proposal, assess a job application, and keep the records described in our Privacy Policy.`,
        `Please do not send us confidential information through the Site unless we have agreed to receive it under a confidentiality agreement. Unless such an agreement is in place, we have no obligation to treat unsolicited ideas or material as confidential, although we will always handle personal information as our Privacy Policy describes.`,
      ],
    },
    {
      heading: 'Third-party content and links',
      paragraphs: [
        `The Site may contain links to websites, social networks, tools and resources operated by third parties, and may display content, logos or names that belong to third parties. We provide these links and references only for your convenience. We do not control, endorse or take responsibility for the content, products, services, availability, security or privacy practices of any third party.`,
        `Your use of a third-party website or service is at your own risk and is governed by that third party’s own terms and policies, which we encourage you to read. We are not liable for any loss or damage that may arise from your use of, or reliance on, any third-party content or service.`,
      ],
    },
    {
      heading: 'Indemnification',
      paragraphs: [
        `To the fullest extent permitted by law, you agree to defend, indemnify and hold harmless ${site.brand}, its affiliates, and their respective directors, officers, employees, contractors, agents, licensors and successors from and against any claims, liabilities, damages, judgments, awards, losses, costs, expenses and fees (including reasonable attorneys’ fees) arising out of or relating to: your breach of these Terms; your use or misuse of the Site; any information or material you submit through the Site; or your violation of any law or of the rights of any third party.`,
        `We may assume the exclusive defence and control of any matter for which you must indemnify us, in which case you agree to cooperate with our defence of that matter. You may not settle any such matter without our prior written consent.`,
      ],
    },
    {
      heading: 'Disclaimer of warranties',
      paragraphs: [
        `THE SITE AND ALL CONTENT ARE PROVIDED “AS IS” AND “AS AVAILABLE”, WITHOUT WARRANTIES OF ANY KIND, WHETHER EXPRESS, IMPLIED OR STATUTORY. TO THE FULLEST EXTENT PERMITTED BY LAW, ${site.brand.toUpperCase()} DISCLAIMS ALL WARRANTIES, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT, ACCURACY AND QUIET ENJOYMENT, AND ANY WARRANTIES ARISING FROM A COURSE OF DEALING OR USAGE OF TRADE.`,
        `We do not warrant that the Site will be uninterrupted, timely, secure or error-free, that defects will be corrected, that the Site or the servers that make it available are free of viruses or other harmful components, or that any information on the Site, including job listings, case-study figures and technology descriptions, is complete, current or accurate. Our Disclaimer explains further how the information on the Site should be read. Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may not apply to you.`,
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `TO THE FULLEST EXTENT PERMITTED BY LAW, IN NO EVENT WILL ${site.brand.toUpperCase()}, ITS AFFILIATES OR THEIR DIRECTORS, OFFICERS, EMPLOYEES, CONTRACTORS, AGENTS OR LICENSORS BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, BUSINESS, GOODWILL, DATA OR OPPORTUNITY, ARISING OUT OF OR IN CONNECTION WITH THE SITE OR THESE TERMS, WHETHER BASED ON CONTRACT, TORT (INCLUDING NEGLIGENCE), STRICT LIABILITY OR ANY OTHER LEGAL THEORY, AND EVEN IF WE HAVE BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.`,
        `TO THE FULLEST EXTENT PERMITTED BY LAW, OUR TOTAL AGGREGATE LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THE SITE OR THESE TERMS WILL NOT EXCEED THE GREATER OF (A) THE TOTAL AMOUNT YOU PAID TO ${site.brand.toUpperCase()} IN THE TWELVE (12) MONTHS PRECEDING THE EVENT GIVING RISE TO THE CLAIM, OR (B) ONE HUNDRED UNITED STATES DOLLARS (US$100).`,
        `These limitations are an essential part of the bargain between you and us and apply even if a limited remedy fails of its essential purpose. They do not limit liability that cannot be limited under applicable law, such as liability for fraud or, where the law so provides, for death or personal injury caused by negligence.`,
      ],
    },
    {
      heading: 'Class-action waiver and jury-trial waiver',
      paragraphs: [
        `TO THE FULLEST EXTENT PERMITTED BY LAW, YOU AND ${site.brand.toUpperCase()} AGREE THAT EACH MAY BRING CLAIMS AGAINST THE OTHER ONLY IN AN INDIVIDUAL CAPACITY, AND NOT AS A PLAINTIFF OR CLASS MEMBER IN ANY PURPORTED CLASS, COLLECTIVE, CONSOLIDATED, PRIVATE ATTORNEY GENERAL OR REPRESENTATIVE PROCEEDING. Unless both you and we agree otherwise in writing, an arbitrator or court may not consolidate more than one person’s claims and may not preside over any form of class or representative proceeding.`,
        `TO THE FULLEST EXTENT PERMITTED BY LAW, YOU AND ${site.brand.toUpperCase()} EACH KNOWINGLY AND VOLUNTARILY WAIVE ANY RIGHT TO A TRIAL BY JURY in any action, suit or proceeding arising out of or relating to the Site or these Terms, including any dispute that proceeds in court rather than in arbitration.`,
      ],
    },
    {
      heading: 'Binding arbitration',
      paragraphs: [
        `Before starting any formal proceeding, please contact us at ${site.email.hello} and describe your concern; most disputes can be resolved informally, and both parties agree to try in good faith for at least 30 days to do so.`,
        `If a dispute is not resolved informally, you and ${site.brand} agree that any dispute, claim or controversy arising out of or relating to the Site or these Terms, including their formation, interpretation, breach, termination, enforceability or validity, will be resolved by final and binding arbitration administered by the International Centre for Dispute Resolution (ICDR) of the American Arbitration Association, or by another internationally recognised dispute-resolution centre agreed in writing by both parties, in accordance with its International Arbitration Rules in force when the claim is filed. The arbitration will be conducted in English before a single arbitrator. The seat of arbitration will be North Carolina, United States, and hearings may be held by video conference where the arbitrator allows.`,
        `The arbitrator may award the same individual relief that a court could award, subject to the limitations in these Terms, and will give a reasoned written award. Judgment on the award may be entered in any court of competent jurisdiction. This arbitration agreement is governed by the U.S. Federal Arbitration Act. Either party may nevertheless bring an individual claim in a small-claims court of competent jurisdiction, or seek urgent injunctive relief in court to protect its intellectual-property rights or confidential information, without first arbitrating.`,
      ],
    },
    {
      heading: 'Your right to opt out of arbitration',
      paragraphs: [
        `You may opt out of the arbitration agreement above by sending us a written notice within 30 days after the date you first accept these Terms, for example by first using the Site or first submitting one of its forms. Your notice must include your full name, your postal address, the e-mail address you used with us (if any) and a clear statement that you wish to opt out of arbitration.`,
        `Send the notice by post to ${site.brand}, Attn: Legal – Arbitration Opt-Out, ${usAddress}, and by e-mail to ${site.email.hello} with the subject line “Arbitration Opt-Out”. If you opt out, disputes will be resolved in court as described in the next section, and the class-action and jury-trial waivers will continue to apply to the extent permitted by law. Opting out does not affect any other part of these Terms.`,
      ],
    },
    {
      heading: 'Governing law and exclusive venue',
      paragraphs: [
        `These Terms and any dispute arising out of or relating to them or to the Site are governed by the laws of the State of North Carolina, United States, and applicable U.S. federal law, without regard to conflict-of-laws principles. The United Nations Convention on Contracts for the International Sale of Goods does not apply.`,
        `If for any reason a dispute proceeds in court rather than in arbitration, including because you opted out of arbitration or because the arbitration agreement is found not to apply, you and ${site.brand} agree that the exclusive venue will be the state or federal courts located in North Carolina, and each of us irrevocably submits to the personal jurisdiction of those courts and waives any objection based on inconvenient forum. Nothing in this section limits any mandatory consumer-protection right that the law of your country of residence gives you.`,
      ],
    },
    {
      heading: 'Severability, waiver and assignment',
      paragraphs: [
        `If any provision of these Terms is held to be invalid, illegal or unenforceable, that provision will be enforced to the maximum extent permissible or, if that is not possible, severed, and the remaining provisions will continue in full force and effect. If the class-action waiver is found unenforceable for a particular claim, that claim (and only that claim) will be severed from arbitration and decided in court.`,
        `Our failure to enforce any right or provision of these Terms is not a waiver of that right or provision. You may not assign or transfer these Terms without our prior written consent; we may assign them, for example in connection with a merger, acquisition or sale of assets.`,
      ],
    },
    {
      heading: 'Entire agreement',
      paragraphs: [
        `These Terms, together with the Privacy Policy, Cookie Policy, Disclaimer and Copyright notice, constitute the entire agreement between you and ${site.brand} regarding the Site, and supersede all prior understandings about its use. They do not replace any signed agreement for our services, which governs its own subject matter. Section headings are for convenience only, and the word “including” means “including without limitation”.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have questions about these Terms, please contact us:`,
      ],
      list: [
        `E-mail: ${site.email.hello}`,
        `Phone: ${site.phone.display}`,
        `USA office: ${usAddress}`,
        `India office: ${indiaAddress}`,
      ],
    },
  ],
};

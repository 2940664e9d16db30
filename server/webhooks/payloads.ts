import 'server-only';
import { BUDGETS, HEAR_ABOUT, optionLabel, PROJECT_TYPES, TALENTS, TIMELINES } from '@/lib/validation/options';
import { config } from '../config';
import type { ApplicationTable, LeadTable, SubmissionStatus } from '../db/schema';

// The `data` of each event, in one place: a field added here (e.g. a submission's reference number) reaches
// every event about that kind of submission. Choices are sent as the visitor saw them ("$5,000 to $10,000"),
// as the notification mail shows them; a field the form did not ask is null, so every lead has the same keys.

/** A contact message or quote request, as lead.created and lead.status_changed carry it. */
export function leadData(lead: LeadTable) {
  return {
    id: lead.id,
    reference: lead.reference,
    kind: lead.kind,
    name: lead.fullname,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    project_type: optionLabel(PROJECT_TYPES, lead.project_type, lead.project_type_other),
    budget: optionLabel(BUDGETS, lead.budget),
    timeline: optionLabel(TIMELINES, lead.timeline),
    talent: optionLabel(TALENTS, lead.talent, lead.talent_other),
    hear: optionLabel(HEAR_ABOUT, lead.hear, lead.hear_other),
    message: lead.message,
    /** the on-site page the visitor came from, and what they started from (a case study or service), if known */
    source_page: lead.source_page,
    source_context: lead.source_context,
    created_at: lead.created_at,
    admin_url: `${config.siteUrl}/admin/leads/${lead.id}`,
  };
}

export function leadStatusData(lead: LeadTable, status: SubmissionStatus) {
  return { ...leadData(lead), previous_status: lead.status, status };
}

type ApplicationFields = Pick<ApplicationTable, 'id' | 'reference' | 'first_name' | 'last_name' | 'email' | 'mobile' | 'created_at'>;

export function applicationData(application: ApplicationFields, job: { id: number; job_title: string }) {
  return {
    id: application.id,
    reference: application.reference,
    job_id: job.id,
    job_title: job.job_title,
    name: `${application.first_name} ${application.last_name}`,
    email: application.email,
    mobile: application.mobile,
    created_at: application.created_at,
    admin_url: `${config.siteUrl}/admin/applications/${application.id}`,
  };
}

export function testData(endpointId: string) {
  return { endpoint_id: endpointId, message: 'A test event from the admin’s Webhooks page. Nothing happened on the site.' };
}

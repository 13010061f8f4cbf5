// Hustle job posts.
export interface JobRecord {
  id: number;
  postedBy: string;
  title: string;
  company: string;
  location: string;
  isEnabled: boolean;
}

/** A post with no location is shown as remote work. */
export function toGraph(job: JobRecord) {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location.trim() || 'Remote',
    postedBy: { id: job.postedBy },
  };
}

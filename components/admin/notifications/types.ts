/** A notification as `GET /admin/notifications` answers it (dates as ISO strings). */
export type AdminNotification = {
  id: number;
  title: string;
  message: string;
  important: boolean;
  target_all: boolean;
  target_talents: number[] | "all" | null;
  target_count: number;
  recipient_ids?: number[];
  created_at: string;
  updated_at: string;
};

/** A talent in the recipients panel (`id` is the user id notifications target). */
export type Recipient = {
  id: number;
  full_name: string;
  email: string;
  gender: "male" | "female" | "other" | null;
  stage_name: string | null;
  profile_image_url: string | null;
};

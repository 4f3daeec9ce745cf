import { ownModel } from '../../jobs/own-model.ts';

const readOnly = { readOnly: true } as const;

/** A notification as its user sees it (jobs CONTRACT.md "Notifications"). */
export const notificationModel = ownModel({
  name: 'Notification',
  path: '/notifications',
  table: 'notification',
  description: "The signed-in user's notifications",
  fields: {
    id: { type: 'number', ...readOnly },
    kind: { type: 'string', ...readOnly },
    title: { type: 'string', ...readOnly },
    body: { type: 'string', nullable: true, ...readOnly },
    link: { type: 'string', nullable: true, ...readOnly },
    jobRunId: { type: 'number', nullable: true, ...readOnly },
    fileId: { type: 'number', nullable: true, ...readOnly },
    createdAt: { type: 'date', ...readOnly },
    readAt: { type: 'date', nullable: true, ...readOnly },
  },
});

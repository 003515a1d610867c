// The jobs domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { createAvailabilityByStaff, createOwnAvailability, deleteAvailabilityByStaff, deleteOwnAvailability, listAvailabilityByStaff, listOwnAvailability, updateAvailabilityByStaff, updateOwnAvailability } from "./availability";
export { BATCH_TALENTS_FIELD, createBookingRequests, insertBookingRequests, mailBookingRequests } from "./booking-requests";
export type { BookingRequestBatch, CreatedBookingRequest } from "./booking-requests";
export { requestStatusAt } from "./booking-status";
export { TALENT_UNAVAILABLE, createBookingRequest, getBookingConfirmation } from "./bookings";
export { deleteBooking, getAdminBooking, listAdminBookings, updateBookingStatus } from "./bookings-admin";
export type { AdminBooking } from "./bookings-admin";
export { getCalendar } from "./calendar-admin";
export { issueCalendarLink, serveCalendarFeed } from "./calendar-feed";
export { cancelLine, challengeLine, confirmLine, releaseLine, releaseLinesOfErasedTalent } from "./job-line-moves";
export { placeLine, updateLine } from "./job-lines-admin";
export { moveLineToTalent } from "./job-line-reassign";
export { moveBillingStatus, setBillingStatus } from "./billing-status";
export { createExpense, createFee, deleteExpense, deleteFee, getJobQuote, listExpenses, listFees, priceJob, quotesOfJobs, readPricedJob, updateExpense, updateFee, vatTreatmentOf } from "./job-money";
export { createJob, deleteJob, getJob, listJobs, updateJob } from "./jobs-admin";
export { createUsage, deleteUsage, listUsages, listUsagesOfCompany, updateUsage } from "./job-usages";
export { convertBookingToJob } from "./jobs-convert";
export { answerOption, getOptionAnswer, optionAnswerPage } from "./option-answers";
export { runDueOptionWork } from "./option-work";
export { getOwnScheduleView } from "./schedule-view";
export { talentDaysOn } from "./talent-days";
export { countWaitingRequests, getNavCounts, getWorkQueue } from "./work-queue";
export { listJobInvoices, listJobsToBill } from "./billing-queue";
export type { JobToBill } from "./billing-queue";

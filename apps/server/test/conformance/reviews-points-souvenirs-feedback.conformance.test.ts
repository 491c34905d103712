import { reviewPointSouvenirFeedbackCalls } from './calls/reviews-points-souvenirs-feedback.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Reviews, points, souvenirs, feedback', reviewPointSouvenirFeedbackCalls);

// The position of one element among all a locator matches (evaluate_all's extra argument).
(all, me) => all.indexOf(me)
